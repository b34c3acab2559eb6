export { Navbar, NAV_LINKS, type NavbarProps, type NavbarUser } from './Navbar.tsx'
