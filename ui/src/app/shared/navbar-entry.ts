// The navbar's page script as the site loads it: bundled on its own and requested when the
// browser is idle (site/src/components/DeferredScript.astro, ADR 0040).
import { startNavbar } from './navbar.ts'

startNavbar()
