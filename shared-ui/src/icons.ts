// Icons bundled for the public pages' first paint (and the few controls shared with them),
// imported one by one so that only these reach the bundle. The panel's and the sign-in form's
// own are loaded on first use (icons-lazy.ts). Elsewhere, `Icon` (the icon service).
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as ChevronRightIcon } from '@mui/icons-material/ChevronRight';
export { default as SearchIcon } from '@mui/icons-material/Search';
export { default as ShoppingCartIcon } from '@mui/icons-material/ShoppingCartOutlined';
export { default as StorefrontIcon } from '@mui/icons-material/StorefrontOutlined';
export { LogoutIcon, MenuIcon, VisibilityIcon, VisibilityOffIcon } from './icons-lazy';
