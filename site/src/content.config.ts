// Marketing and legal copy, typed. The legal schema matches ui's LegalDocumentContent, so an
// entry's data can be handed to <LegalDocument> on a page or to <LegalModal> in an island as is.
import { defineCollection } from 'astro:content'
import { file, glob } from 'astro/loaders'
import { z } from 'astro/zod'

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

const features = defineCollection({
  loader: file('./src/content/features.json'),
  schema: z.object({
    order: z.number().int(),
    icon: z.string().min(1),
    title: z.string().min(1),
    summary: z.string().min(1),
    details: z.array(z.string().min(1)).default([]),
    /** Shown as one of the landing page's three cards. */
    onHome: z.boolean(),
    /** Shown as a section of /features. */
    onFeatures: z.boolean(),
  }),
})

const stats = defineCollection({
  loader: file('./src/content/stats.json'),
  schema: z.object({ order: z.number().int(), value: z.string(), label: z.string() }),
})

const team = defineCollection({
  loader: file('./src/content/team.json'),
  schema: z.object({
    order: z.number().int(),
    name: z.string(),
    role: z.string(),
    bio: z.string(),
  }),
})

const values = defineCollection({
  loader: file('./src/content/values.json'),
  schema: z.object({ order: z.number().int(), title: z.string(), text: z.string() }),
})

const faq = defineCollection({
  loader: file('./src/content/faq.json'),
  schema: z.object({ order: z.number().int(), question: z.string(), answer: z.string() }),
})

const contactDetails = defineCollection({
  loader: file('./src/content/contact-details.json'),
  schema: z.object({
    order: z.number().int(),
    label: z.string(),
    value: z.string(),
    href: z.string().optional(),
  }),
})

export const collections = { legal, pages, features, stats, team, values, faq, contactDetails }
