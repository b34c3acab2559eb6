// /contact's form script as the site loads it: bundled on its own and requested when the browser
// is idle (site/src/components/DeferredScript.astro, ADR 0040).
import { startContactForms } from './contact-form.ts'

startContactForms()
