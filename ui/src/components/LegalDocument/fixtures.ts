import type { LegalDocumentContent } from './types.ts'

/** A short document for stories and tests; the real copy lives in the site's content collection. */
export const SAMPLE_TERMS: LegalDocumentContent = {
  title: 'Terms of Service',
  updated: 'March 2024',
  summary: 'These terms govern your use of College Compass.',
  sections: [
    {
      heading: 'Premium services',
      paragraphs: [
        'Premium plans are paid in advance and renew automatically until you cancel.',
        'Refunds follow our refund policy.',
      ],
      items: ['Payment in advance', 'Auto-renewing subscriptions', '24/7 emergency support'],
    },
    {
      heading: 'Your account',
      paragraphs: ['Keep your password safe and tell us about any unauthorised use.'],
    },
  ],
}

/** A document long enough to scroll inside the modal. */
export const LONG_TERMS: LegalDocumentContent = {
  ...SAMPLE_TERMS,
  sections: Array.from({ length: 12 }, (_, index) => ({
    heading: `Section ${index + 1}`,
    paragraphs: [
      `Paragraph ${index + 1}. College Compass provides tools that help students plan, write and track their college applications; this paragraph stands in for a long clause.`,
    ],
  })),
}
