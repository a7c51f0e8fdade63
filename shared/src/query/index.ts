// The react-query APIs the apps use, re-exported from one federation-shared module (as the router
// is). Every app gets the same QueryClient context from it, and webpack drops the parts of the
// library no app uses (hydration, infinite and parallel queries), which a shared copy of the whole
// library would carry. Add an export here when an app needs one more.
export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
