import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { FAKE_AVATAR_URL } from '../../testing/student-fixtures.ts'
import { describeAnswers } from '../../logic/quiz/describe-answers.ts'
import { AvatarEditor } from '../AvatarEditor/AvatarEditor.tsx'
import { DataControls } from '../DataControls/DataControls.tsx'
import { MyList } from '../MyList/MyList.tsx'
import { NameEditor } from '../NameEditor/NameEditor.tsx'
import { ProfileHeader } from '../ProfileHeader/ProfileHeader.tsx'
import { QuizSummary } from '../QuizSummary/QuizSummary.tsx'
import { textsOf } from '../../testing/story-plays.ts'
import { ProfileShell } from './ProfileShell.tsx'

const meta = {
  title: 'Profile/ProfileShell',
  component: ProfileShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileShell>

export default meta
type Story = StoryObj<typeof meta>

/** The whole page as a filled profile shows it. */
export const FilledPage: Story = {
  args: {
    children: (
      <>
        <ProfileHeader
          email="maya@example.com"
          photo={
            <AvatarEditor
              src={FAKE_AVATAR_URL}
              name="Maya Johnson"
              onSelectFile={fn()}
              onRemove={fn()}
            />
          }
          name={
            <NameEditor
              name="Maya Johnson"
              editing={false}
              draft="Maya Johnson"
              onEdit={fn()}
              onDraftChange={fn()}
              onCancel={fn()}
              onSave={fn()}
            />
          }
        />
        <QuizSummary
          status="ready"
          answers={describeAnswers({ academicInterest: 'science', budget: 'flexible' })}
          savedOn="September 1, 2026"
          quizHref="/quiz"
          matchesHref="/quiz#matches"
        />
        <MyList
          status="ready"
          entries={SAMPLE_UNIVERSITIES.slice(0, 2).map((university, i) => ({
            id: `e${i}`,
            created: '2026-09-02 10:00:00.000Z',
            university,
          }))}
          onRemove={fn()}
          onBrowse={fn()}
          onRetry={fn()}
        />
        <DataControls onExport={fn()} onDelete={fn()} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(textsOf(canvas.getAllByRole('heading', { level: 2 }))).toEqual([
      'Quiz answers',
      'My List',
      'Your data',
    ])
  },
}
