import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { SCOPE_LABELS, type ShareScope } from '../../logic/sharing/share.ts'
import styles from './SharedView.module.css'

/**
 * The supporter's page at a shared link (/shared/#<token>, docs/adr/0081-supporter-page.md):
 * rendered at build time with no data, since the page cannot know whose plan it will show, and
 * filled by `shared-view-behaviour.ts` from the one route's answer. It renders every part a
 * state may need (each section, hidden; the states' messages; a `<template>` per kind of row) so
 * the script shows them without knowing the CSS module's class names (ADR 0040).
 */
export type SharedViewProps = ComponentPropsWithoutRef<'div'>

function Section({ scope, children }: { scope: ShareScope; children: ReactNode }) {
  return (
    <section
      className={styles.section}
      data-section={scope}
      aria-labelledby={`shared-${scope}`}
      hidden
    >
      <h2 id={`shared-${scope}`} className={styles.heading}>
        {SCOPE_LABELS[scope]}
      </h2>
      {children}
    </section>
  )
}

/** A list of rows from a template, with what it says when there is none. */
function Rows({ name, label, empty }: { name: string; label: string; empty: string }) {
  return (
    <>
      <ul className={styles.rows} data-rows={name} aria-label={label} />
      <p className={styles.quiet} data-empty={name} hidden>
        {empty}
      </p>
    </>
  )
}

export function SharedView({ className, ...rest }: SharedViewProps) {
  return (
    <div
      data-shared-view=""
      data-state="loading"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <p className={styles.badge} data-slot="badge">
          Read-only
        </p>
        <h1 className={styles.title} data-slot="title">
          A shared college plan
        </h1>
        <p className={styles.quiet} data-slot="about" hidden />
      </header>

      <p role="status" className={styles.status} data-part="status">
        Loading the shared plan...
      </p>
      <div className={styles.notice} data-part="gone" role="alert" hidden>
        <h2 className={styles.heading}>This link no longer works</h2>
        <p className={styles.text}>
          It may be mistyped, or it has ended or been turned off by the student who shared it. Ask
          them for a new link.
        </p>
      </div>
      <div className={styles.notice} data-part="trouble" role="alert" hidden>
        <p className={styles.text} data-slot="trouble" />
        <button
          type="button"
          className={styles.button}
          data-variant="secondary"
          data-action="retry"
        >
          Try again
        </button>
      </div>

      <Section scope="list">
        <Rows name="list" label="Schools on the list" empty="No schools on the list yet." />
      </Section>

      <Section scope="deadlines">
        <h3 className={styles.subheading}>Applications</h3>
        <Rows name="applications" label="Applications" empty="No applications yet." />
        <h3 className={styles.subheading}>Tasks</h3>
        <Rows name="tasks" label="Tasks" empty="No tasks yet." />
        <h3 className={styles.subheading}>Financial aid dates</h3>
        <Rows name="aid" label="Financial aid dates" empty="No aid dates entered." />
      </Section>

      <Section scope="readiness">
        <p className={styles.text} data-slot="readiness" />
        <Rows name="readiness" label="Readiness by application" empty="" />
      </Section>

      <Section scope="essays">
        <Rows name="essays" label="Essays" empty="No essays yet." />
      </Section>

      <Section scope="money">
        <h3 className={styles.subheading}>The cost of applying</h3>
        <p className={styles.text} data-slot="cost" />
        <Rows name="cost" label="Cost by school" empty="" />
        <h3 className={styles.subheading}>Aid offers</h3>
        <p className={styles.text} data-slot="offers" />
        <Rows name="offers" label="Aid offers" empty="" />
      </Section>

      <Section scope="quiz">
        <Rows name="quiz" label="Quiz answers" empty="No quiz answers yet." />
      </Section>

      <p className={styles.quiet} data-slot="footnote" hidden />
      <SharedViewTemplates />
    </div>
  )
}

/** One `<template>` per kind of row the script adds, each a view with `data-slot`s to fill. */
function SharedViewTemplates() {
  return (
    <>
      <template data-template="list">
        <li className={styles.row}>
          <span className={styles.strong} data-slot="name" />
          <span className={styles.quiet} data-slot="place" />
        </li>
      </template>
      <template data-template="applications">
        <li className={styles.row}>
          <div className={styles.split}>
            <span className={styles.strong} data-slot="school" />
            <span className={styles.tag} data-slot="timeLeft" />
          </div>
          <span data-slot="deadline" />
          <span className={styles.quiet}>
            <span data-slot="plan" />
            {', '}
            <span data-slot="status" />
            <span data-slot="estimated" />
          </span>
        </li>
      </template>
      <template data-template="tasks">
        <li className={styles.row}>
          <div className={styles.split}>
            <span data-slot="title" />
            <span className={styles.tag} data-slot="state" />
          </div>
          <span className={styles.quiet}>
            <span data-slot="due" />
            <span data-slot="school" />
          </span>
        </li>
      </template>
      <template data-template="aid">
        <li className={styles.row}>
          <div className={styles.split}>
            <span data-slot="title" />
            <span className={styles.tag} data-slot="state" />
          </div>
          <span className={styles.quiet} data-slot="date" />
        </li>
      </template>
      <template data-template="readiness">
        <li className={styles.row}>
          <div className={styles.split}>
            <span className={styles.strong} data-slot="school" />
            <span className={styles.tag} data-slot="attention" />
          </div>
          <span className={styles.quiet}>
            <span data-slot="status" />
            <span data-slot="timeLeft" />
          </span>
          <span data-slot="needs" />
          <span className={styles.quiet} data-slot="progress" />
        </li>
      </template>
      <template data-template="cost">
        <li className={styles.row}>
          <div className={styles.split}>
            <span className={styles.strong} data-slot="school" />
            <span data-slot="subtotal" />
          </div>
          <span className={styles.quiet}>
            <span data-slot="fee" />
            <span data-slot="waiver" />
            <span data-slot="runningTotal" />
          </span>
        </li>
      </template>
      <template data-template="offers">
        <li className={styles.row}>
          <span className={styles.strong} data-slot="school" />
          <span data-slot="netPrice" />
          <span className={styles.quiet} data-slot="borrowed" />
          <span className={styles.quiet} data-slot="average" />
          <span data-slot="flags" />
        </li>
      </template>
      <template data-template="quiz">
        <li className={styles.row}>
          <span className={styles.quiet} data-slot="question" />
          <span className={styles.strong} data-slot="answer" />
        </li>
      </template>
      <template data-template="essays">
        <li>
          <article className={styles.essay}>
            <h3 className={styles.subheading} data-slot="title">
              An essay
            </h3>
            <p className={styles.quiet}>
              <span data-slot="about" />
              {'. '}
              <span data-slot="status" />
              {', '}
              <span data-slot="count" />
            </p>
            <p className={styles.prompt} data-slot="prompt" />
            <div className={styles.essayText} data-slot="text" />
            <div className={styles.comments} data-part="comments" hidden>
              <h4 className={styles.subheading}>Your comments</h4>
              <ul className={styles.rows} data-rows="comments" aria-label="Your comments" />
              <form className={styles.form} data-part="comment-form" noValidate hidden>
                <label className={styles.field}>
                  <span className={styles.label}>Words you are commenting on (optional)</span>
                  <textarea className={styles.control} name="quote" rows={2} maxLength={1000} />
                </label>
                <p className={styles.quiet} data-hint="quote">
                  Select words in the essay above, or copy them here. Leave it empty to comment on
                  the whole essay.
                </p>
                <p className={styles.error} data-error="quote" hidden />
                <label className={styles.field}>
                  <span className={styles.label}>Your comment</span>
                  <textarea className={styles.control} name="body" rows={4} maxLength={1000} />
                </label>
                <p className={styles.error} data-error="body" hidden />
                <p className={styles.quiet} data-slot="signed" />
                <button type="submit" className={styles.button} data-variant="primary">
                  Post comment
                </button>
                <p role="status" className={styles.quiet} data-part="comment-status" />
              </form>
            </div>
          </article>
        </li>
      </template>
      <template data-template="comments">
        <li className={styles.comment}>
          <blockquote className={styles.quote} data-slot="quote" />
          <span className={styles.commentBody} data-slot="body" />
          <span className={styles.quiet} data-slot="state" />
        </li>
      </template>
    </>
  )
}
