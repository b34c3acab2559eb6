// /shared's page script as the site loads it: bundled on its own and requested when the browser
// is idle (site/src/components/DeferredScript.astro, ADR 0040).
import { startSupporterPage } from './supporter-page.ts'

const root = document.querySelector<HTMLElement>('[data-shared-view]')
if (root) startSupporterPage(root)
