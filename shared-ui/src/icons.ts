// Icons bundled for the public pages' first paint (and the few controls shared with them),
// imported one by one so that only these reach the bundle. Elsewhere, `Icon` (the icon service).
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as ChevronRightIcon } from '@mui/icons-material/ChevronRight';
export { default as LogoutIcon } from '@mui/icons-material/Logout';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as SearchIcon } from '@mui/icons-material/Search';
export { default as ShoppingCartIcon } from '@mui/icons-material/ShoppingCartOutlined';
export { default as StorefrontIcon } from '@mui/icons-material/StorefrontOutlined';
export { default as VisibilityIcon } from '@mui/icons-material/Visibility';
export { default as VisibilityOffIcon } from '@mui/icons-material/VisibilityOff';
