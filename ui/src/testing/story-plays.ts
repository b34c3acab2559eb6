// Story pieces many stories share: filling labelled fields, clicking a button that must call its
// handler, opening a chart's table, and plays for states a component shows only through its args
// (a message in its alert, a disabled button, texts it must show).
import type { StoryContext } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

/** What the fill helpers need of a play's `canvas` (or `within` of a part of it). */
type Canvas = { getByLabelText: (label: string) => HTMLElement }
/** The `canvas` a play receives: the story's `within(canvasElement)`. */
type Queries = StoryContext['canvas']
type PlayContext = { canvas: Queries }

/** Types each value into the field with that label, in the order given. */
export async function fillFields(canvas: Canvas, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(canvas.getByLabelText(label), value)
  }
}

/** Types an email address and a password into the fields labelled Email and Password. */
export function fillCredentials(canvas: Canvas, email: string, password: string) {
  return fillFields(canvas, { Email: email, Password: password })
}

/** A story whose form is given `serverError` and shows it (or the part `shown`) in its alert. */
export function serverErrorStory(serverError: string, shown = serverError) {
  return { args: { serverError }, play: showsIn('alert', shown) }
}

/** A story whose `args` leave the button with the accessible name `button` disabled. */
export function disabledButtonStory<const A>(args: A, button: string) {
  return { args, play: showsDisabledButton(button) }
}

/**
 * The stories the sign-in and sign-up forms tell alike about Google and the server's limits, for
 * `sign` 'in' or 'up': each form exports them by name (`export const PopupBlocked: Story =
 * google.PopupBlocked`).
 */
export function googleFormStories(sign: 'in' | 'up') {
  const popupBlocked = `Please allow popups for this site to sign ${sign} with Google`
  return {
    RateLimited: serverErrorStory(
      `Too many attempts to sign ${sign}. Please wait a minute and try again.`,
      `Too many attempts to sign ${sign}.`,
    ),
    GooglePending: disabledButtonStory({ googleStatus: 'pending' }, 'Waiting for Google...'),
    /** The alert says why, and the Google button still calls `onGoogle` to try again. */
    PopupBlocked: {
      args: { serverError: popupBlocked },
      play: async ({ canvas, args }: PlayContext & { args: { onGoogle?: unknown } }) => {
        await expect(canvas.getByRole('alert')).toHaveTextContent(popupBlocked)
        await clickCallsOnce(canvas, `Sign ${sign} with Google`, args.onGoogle)
      },
    },
    Cancelled: serverErrorStory(`Sign ${sign} was cancelled`),
    GoogleNotConfigured: disabledButtonStory(
      { googleStatus: 'not-configured' },
      'Google sign-in is not configured',
    ),
  }
}

/** A play that checks the story's one element with `role` (an alert, a figure...) contains `text`. */
export function showsIn(role: string, text: string | RegExp) {
  return async ({ canvas }: PlayContext) => {
    await expect(canvas.getByRole(role)).toHaveTextContent(text)
  }
}

/** A play that checks the story shows the element with `role` and the accessible name `name`. */
export function showsNamed(role: string, name: string | RegExp) {
  return async ({ canvas }: PlayContext) => {
    await expect(canvas.getByRole(role, { name })).toBeVisible()
  }
}

/** A play that checks the button with the accessible name `button` is disabled. */
export function showsDisabledButton(button: string | RegExp) {
  return async ({ canvas }: PlayContext) => {
    await expect(canvas.getByRole('button', { name: button })).toBeDisabled()
  }
}

/** A play that checks the story shows each text (a string matches the whole text of an element). */
export function showsTexts(...texts: (string | RegExp)[]) {
  return async ({ canvas }: PlayContext) => {
    for (const text of texts) await expect(canvas.getByText(text)).toBeVisible()
  }
}

/** Clicks the button named `button` and checks `handler` (a story's `fn()` arg) ran exactly once. */
export async function clickCallsOnce(canvas: Queries, button: string | RegExp, handler: unknown) {
  await userEvent.click(canvas.getByRole('button', { name: button }))
  await expect(handler).toHaveBeenCalledOnce()
}

/**
 * A play that clicks each button (by accessible name), in the order given, and checks each one
 * called the handler arg it names exactly once: `clicksCallOnce({ 'Start the Quiz': 'onStart' })`.
 */
export function clicksCallOnce<const H extends string>(calls: Record<string, H>) {
  return async ({ canvas, args }: PlayContext & { args: Partial<Record<H, unknown>> }) => {
    for (const [button, handler] of Object.entries<H>(calls)) {
      await clickCallsOnce(canvas, button, args[handler])
    }
  }
}

/**
 * A play for a view that offers to confirm the student's address (VerifyAddress inside it): it
 * says the mails wait for a confirmed address, and its button calls `handler` once.
 */
export function offersConfirmation<const H extends string>(waiting: string, handler: H) {
  return async ({ canvas, args }: PlayContext & { args: Partial<Record<H, unknown>> }) => {
    await expect(
      canvas.getByText(`${waiting} go only to an address you have confirmed.`, { exact: false }),
    ).toBeVisible()
    await clickCallsOnce(canvas, 'Send the confirmation e-mail', args[handler])
  }
}

/**
 * Opens a chart's "Show the figures as a table" disclosure (ChartFigure) and returns the table
 * named `name`, checked visible: every chart must offer its figures as a table.
 */
export async function openFiguresTable(canvas: Queries, name: string) {
  await userEvent.click(canvas.getByText('Show the figures as a table'))
  const table = canvas.getByRole('table', { name })
  await expect(table).toBeVisible()
  return table
}

/** The text of each element, in order, to compare a list, a header row or options as a whole. */
export function textsOf(elements: readonly Element[]) {
  return elements.map((element) => element.textContent)
}

/**
 * Opens the full list of a time zone field (ZoneSelect) labelled `label` with "Other time
 * zone...", checks it starts at `from`, and picks `zone` there.
 */
export async function pickOtherZone(canvas: Queries, label: string, from: string, zone: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), 'Other time zone...')
  const other = canvas.getByRole('combobox', { name: 'Other time zone' })
  await expect(other).toHaveValue(from)
  await userEvent.selectOptions(other, zone)
}
