import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  AFTER_APPLICATIONS,
  AFTER_TODAY,
  TULANE_INTERVIEW,
} from '../../testing/after-submit-fixtures.ts'
import { InterviewForm } from './InterviewForm.tsx'

const tulane = AFTER_APPLICATIONS[0]!

function setup(initialValues = TULANE_INTERVIEW) {
  const onSave = vi.fn()
  render(
    <InterviewForm
      school={tulane.school}
      applicationId={tulane.id}
      initialValues={initialValues}
      studentZone="America/New_York"
      today={AFTER_TODAY}
      zones={['America/Chicago', 'America/New_York']}
      onSave={onSave}
    />,
  )
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the interview' }))
  return { onSave, save }
}

describe('InterviewForm', () => {
  it('on the student’s own clock, sends their rule and no zone', async () => {
    const { onSave, save } = setup()
    await userEvent.click(screen.getByRole('radio', { name: /^My time zone/ }))
    await save()
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zone_rule: 'student', zone: '' }))
  })

  it('hides the date for an offer, and keeps it for when the interview is scheduled again', async () => {
    const { onSave, save } = setup()
    await userEvent.selectOptions(screen.getByLabelText('Interview'), 'offered')
    expect(screen.queryByLabelText('Date')).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText('Interview'), 'scheduled')
    expect(screen.getByLabelText('Date')).toHaveValue(TULANE_INTERVIEW.date)
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'scheduled', date: '2026-11-20', time: '16:00' }),
    )
  })

  it('refuses an interview marked done on a day still to come', async () => {
    const { onSave, save } = setup()
    await userEvent.selectOptions(screen.getByLabelText('Interview'), 'done')
    await save()
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      'That date is still to come: enter the day it happened.',
    )
    expect(onSave).not.toHaveBeenCalled()
  })
})
