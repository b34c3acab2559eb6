/**
 * A recommender's packet in words (issue 26): each school's platform and plan as the student
 * chose them, and the whole packet as plain text to copy into an e-mail. Apart from packets.ts,
 * which the agenda reads, so the overview does not carry the choice lists' labels.
 */
import { labelOf, PLANS, PLATFORMS, type Application } from './model.ts'
import { letterWords, type Packet, type PacketApp, type PacketSchool } from './packets.ts'

type Chosen = Partial<Pick<Application, 'platform' | 'plan'>>

/** "Common App", "Platform not chosen". */
export function platformWords(app: Chosen): string {
  return app.platform ? labelOf(PLATFORMS, app.platform) : 'Platform not chosen'
}

/** "Early Decision", "Plan not chosen". */
export function planWords(app: Chosen): string {
  return app.plan ? labelOf(PLANS, app.plan) : 'Plan not chosen'
}

/**
 * The packet as plain text to copy into an e-mail: the schools, their platforms and due dates,
 * the earliest first. `due` words a school's due date (its time and zone: the page's Intl).
 */
export function packetText<A extends PacketApp>(
  packet: Packet<A>,
  studentName: string,
  due: (school: PacketSchool<A>) => string,
): string {
  const lines = [
    `Recommendation request from ${studentName}`,
    '',
    packet.earliest
      ? `Earliest due date: ${due(packet.earliest)} (${packet.earliest.application.school.name}).`
      : 'No due date is pending.',
    '',
    `Schools (${String(packet.schools.length)}):`,
    ...packet.schools.map(
      (school) =>
        `- ${school.application.school.name}: ${platformWords(school.application)}, ${planWords(school.application)}, due ${due(school)}. Letter: ${letterWords(school.letter)}.`,
    ),
  ]
  return `${lines.join('\n')}\n`
}
