// Marketing and legal copy, typed. The legal schema matches ui's LegalDocumentContent, so an
// entry's data can be handed to <LegalDocument> on a page or to <LegalModal> in an island as is.
import { defineCollection } from 'astro:content'
import { file, glob } from 'astro/loaders'
import { z } from 'astro/zod'
import { ICON_NAMES } from '@college-compass/ui/components/Icon/icons.ts'

const paragraphs = z.array(z.string().min(1)).min(1)

const legal = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.string().min(1),
    summary: z.string().optional(),
    sections: z
      .array(
        z.object({
          heading: z.string().min(1),
          paragraphs,
          items: z.array(z.string().min(1)).optional(),
        }),
      )
      .min(1),
  }),
})

/** Each page's title, meta description, heading, lead and optional prose sections. */
const pages = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/pages' }),
  schema: z.object({
    title: z.string().min(1).max(60),
    description: z.string().min(50).max(160),
    heading: z.string().min(1),
    lead: z.string().min(1),
    sections: z.array(z.object({ id: z.string(), heading: z.string(), paragraphs })).default([]),
    cta: z
      .object({ heading: z.string(), text: z.string(), label: z.string(), href: z.string() })
      .optional(),
  }),
})

/** A list of copy in src/content/<name>.json: each entry has its place in the list, and `fields`. */
const orderedList = <Fields extends z.ZodRawShape>(name: string, fields: Fields) =>
  defineCollection({
    loader: file(`./src/content/${name}.json`),
    schema: z.object({ order: z.number().int(), ...fields }),
  })

const features = orderedList('features', {
  /** One of ui's icons (ui/src/components/Icon/icons.ts); a misspelt name fails the build. */
  icon: z.enum(ICON_NAMES),
  title: z.string().min(1),
  summary: z.string().min(1),
  details: z.array(z.string().min(1)).default([]),
  /** Shown as one of the landing page's three cards. */
  onHome: z.boolean(),
  /** Shown as a section of /features. */
  onFeatures: z.boolean(),
})

const stats = orderedList('stats', { value: z.string(), label: z.string() })

const team = orderedList('team', { name: z.string(), role: z.string(), bio: z.string() })

const values = orderedList('values', { title: z.string(), text: z.string() })

const faq = orderedList('faq', { question: z.string(), answer: z.string() })

/**
 * What /contact lists beside its form (the main channel). Deployment-specific details are not
 * copy: the support e-mail address comes from PUBLIC_SUPPORT_EMAIL at build time (README).
 */
const contactDetails = orderedList('contact-details', {
  icon: z.enum(ICON_NAMES),
  label: z.string(),
  value: z.string(),
  href: z.string().optional(),
})

const figure = z.number().nullable()
const offered = z.union([z.literal(0), z.literal(1)]).nullable()

/**
 * A sample student and real catalogue rows (public domain, shared/data: the columns matching
 * reads, with their years in their names), scored at build time by the quiz's own matching to
 * show the product on the landing page. Content, not a test fixture.
 */
const matchSample = defineCollection({
  loader: file('./src/content/match-sample.json'),
  schema: z.object({
    /** Who the sample student is, in words (the page's caption). */
    student: z.string().min(1),
    /** Answers to the dashboard quiz's questions (checked against the questions at build). */
    answers: z.record(z.string(), z.string()),
    universities: z
      .array(
        z.object({
          id: z.string(),
          unitid: z.number().int(),
          name: z.string(),
          city: z.string(),
          state: z.string().length(2),
          control: z.enum(['public', 'private_nonprofit', 'private_forprofit']),
          setting: z.enum(['urban', 'suburban', 'town', 'rural']),
          undergrad_enrollment: figure,
          carnegie_basic_2021: figure,
          carnegie_basic_label: z.string().nullable(),
          special_focus_institution: z.boolean(),
          religious_affiliation: z.string().nullable(),
          test_policy_fall2022: z
            .enum([
              'required',
              'recommended',
              'neither_required_nor_recommended',
              'considered_not_required',
            ])
            .nullable(),
          admit_rate_fall2022: figure,
          sat_erw_25: figure,
          sat_erw_75: figure,
          sat_math_25: figure,
          sat_math_75: figure,
          act_composite_25: figure,
          act_composite_75: figure,
          tuition_fees_in_state_2022_23: figure,
          tuition_fees_out_of_state_2022_23: figure,
          avg_net_price_2020_21: figure,
          grad_rate_150pct: figure,
          median_earnings_10yr: figure,
          program_share_arts_2021_22: figure,
          program_share_business_2021_22: figure,
          program_share_engineering_2021_22: figure,
          program_share_health_2021_22: figure,
          program_share_science_2021_22: figure,
          program_share_social_2021_22: figure,
          offers_bachelor_arts: offered,
          offers_bachelor_business: offered,
          offers_bachelor_engineering: offered,
          offers_bachelor_health: offered,
          offers_bachelor_science: offered,
          offers_bachelor_social: offered,
          /** The school's pages: where the card sends a student to check a fall 2022 test policy. */
          website: z.string().startsWith('https://').nullable(),
          apply_url: z.string().startsWith('https://').nullable(),
        }),
      )
      .min(1),
  }),
})

export const collections = {
  legal,
  pages,
  features,
  stats,
  team,
  values,
  faq,
  contactDetails,
  matchSample,
}
