// Keeps a preview's failure inside the preview: the form beside it stays usable, and the next edit tries again.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes with the previewed value: a new value gets a fresh attempt. */
  resetKey: unknown;
  children: ReactNode;
}

export class PreviewBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The preview could not be shown', error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (this.state.failed) return <p className="rounded-xl bg-sand/60 p-4 text-sm text-espresso/80">The preview cannot show this yet.</p>;
    return this.props.children;
  }
}
