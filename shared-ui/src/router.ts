// The React Router API the apps use. Apps import routing only from here (ESLint enforces it),
// so the router's context is one instance for the shell and every remote, and only these parts
// of react-router reach the browser.
export {
  BrowserRouter,
  Link as RouterLink,
  MemoryRouter,
  Navigate,
  NavLink as RouterNavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  matchPath,
  matchRoutes,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  Blocker,
  Location,
  NavigateFunction,
  RouteObject,
  SetURLSearchParams,
} from 'react-router-dom';
