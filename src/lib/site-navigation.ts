// How code outside React moves to another page: through the router once the app runs, by loading the page
// before that. The app registers its router's navigate when it starts.
let navigateTo: ((to: string) => void) | null = null;

export function registerNavigate(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

export function goTo(to: string): void {
  if (navigateTo) navigateTo(to);
  else window.location.assign(to);
}
