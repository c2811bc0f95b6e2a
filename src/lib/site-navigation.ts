// How code outside React moves to another page: through the router once the app runs, by loading the page
// before that. The app registers its router's navigate when it starts.
export interface GoOptions {
  replace?: boolean;
  state?: unknown;
}

let navigateTo: ((to: string, options?: GoOptions) => void) | null = null;

export function registerNavigate(navigate: (to: string, options?: GoOptions) => void): void {
  navigateTo = navigate;
}

/** Whether the app's router runs (it then owns the history). */
export const routerRuns = () => navigateTo !== null;

export function goTo(to: string, options?: GoOptions): void {
  if (navigateTo) navigateTo(to, options);
  else window.location.assign(to);
}
