/**
 * How the supporter's page finds and fills the parts `SharedView` renders: by `data-*`
 * attributes, rows cloned from the view's templates, every text set with `textContent`, never as
 * markup. Plain DOM code with no React (ADR 0040), used by shared-view-behaviour.ts and
 * shared-view-comments.ts.
 */

type Slots = Record<string, string>

/**
 * The parts matching `selector`, never inside a `<template>`: in the built page a template's rows
 * are inert, but React (Storybook, tests) renders them as children of the template element.
 */
export function parts<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return [...root.querySelectorAll<T>(selector)].filter(
    (found) => !found.parentElement?.closest('template'),
  )
}

export function one(root: ParentNode, selector: string): HTMLElement {
  const [found] = parts(root, selector)
  if (!found) throw new Error(`The shared view has no ${selector}.`)
  return found
}

/** The form's control or button matching `selector`, of the kind expected. */
export function control<T extends HTMLElement>(
  root: ParentNode,
  selector: string,
  kind: new () => T,
): T {
  const found = one(root, selector)
  if (!(found instanceof kind)) throw new Error(`${selector} is not a ${kind.name}.`)
  return found
}

/** Sets each slot's text; a slot left empty is hidden. */
export function fill(element: ParentNode, slots: Slots): void {
  for (const [name, text] of Object.entries(slots)) {
    for (const slot of parts(element, `[data-slot="${name}"]`)) {
      slot.textContent = text
      slot.hidden = text === ''
    }
  }
}

export function fromTemplate(root: ParentNode, name: string): HTMLElement {
  const template = control(root, `template[data-template="${name}"]`, HTMLTemplateElement)
  const first = template.content.firstElementChild ?? template.firstElementChild
  if (!first) throw new Error(`The template ${name} is empty.`)
  return first.cloneNode(true) as HTMLElement
}

/** Replaces the rows of the list `name` with one per item; its "none" line shows when empty. */
export function showRows<T>(
  root: ParentNode,
  name: string,
  items: readonly T[],
  slots: (item: T) => Slots,
) {
  const list = one(root, `[data-rows="${name}"]`)
  list.replaceChildren(
    ...items.map((item) => {
      const row = fromTemplate(root, name)
      const values = slots(item)
      fill(row, values)
      if (values.tone !== undefined)
        row
          .querySelector('[data-slot="state"], [data-slot="timeLeft"], [data-slot="attention"]')
          ?.setAttribute('data-tone', values.tone)
      return row
    }),
  )
  const [empty] = parts(root, `[data-empty="${name}"]`)
  if (empty) empty.hidden = items.length > 0 || empty.textContent === ''
}
