// The router APIs the apps use, re-exported from one federation-shared module. Sharing this module
// instead of all of react-router lets webpack drop the parts no app uses (data routers, server
// rendering helpers), which is most of the library's weight, while every app still gets the same
// router instance (one BrowserRouter in the shell). Add an export here when an app needs one more.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
