import { useState } from 'react'
import {
  packetDue,
  RecommenderPacket,
} from '../../components/RecommenderPacket/RecommenderPacket.tsx'
import type { Recommender } from '../../logic/planner/model.ts'
import { recommenderPacket } from '../../logic/planner/packets.ts'
import { packetText } from '../../logic/planner/packet-text.ts'
import { Place } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById } from './use-panel.ts'
import { copyText } from '../shared/copy.ts'

// The recommenders' packets (issue 26): one recommender's packet at a time above the list, to
// print or copy, and their thank-you once every letter is in.

type State = 'idle' | 'saving' | 'failed'

export function usePackets({ data, update, places, plan, today, name }: PanelProps) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [thankYouState, setThankYouState] = useState<State>('idle')
  const person = plan.recommenders.find((entry) => entry.id === openId) ?? null
  const zone = plan.settings.timezone

  const open = (recommender: Recommender) => {
    setOpenId(recommender.id)
    setCopyState('idle')
    setThankYouState('idle')
    places.focus('packet-panel')
  }
  const close = () => {
    setOpenId(null)
    places.focus('recommenders')
  }

  if (!person) return { open, panel: null }
  const packet = recommenderPacket(person, plan.applications, plan.portals, today)
  const panel = (
    <Place places={places} name="packet-panel">
      <RecommenderPacket
        packet={packet}
        studentZone={zone}
        copyState={copyState}
        thankYouState={thankYouState}
        onPrint={() => window.print()}
        onCopy={() => {
          void copyText(packetText(packet, name, (school) => packetDue(school, zone))).then(
            setCopyState,
          )
        }}
        onClose={close}
        onThankYou={(sent) => {
          setThankYouState('saving')
          data.planner.setRecommenderThanked(person.id, sent).then(
            (saved) => {
              update((current) => ({
                ...current,
                recommenders: replaceById(current.recommenders, saved),
              }))
              setThankYouState('idle')
            },
            () => setThankYouState('failed'),
          )
        }}
      />
    </Place>
  )
  return { open, panel }
}
