import { useLocation } from '@portal/shared/router';

/** Stands in for another app's page in tests: shows where the router went and with what state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <pre data-testid="location">
      {JSON.stringify({ path: location.pathname + location.search, state: location.state ?? null })}
    </pre>
  );
}

export function probedLocation(text: string | null): { path: string; state: unknown } {
  return JSON.parse(text ?? '{}') as { path: string; state: unknown };
}
