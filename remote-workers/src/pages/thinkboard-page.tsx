import { ThinkboardView } from '../sections/thinkboard/view';

// ----------------------------------------------------------------------

export default function ThinkboardPage() {
  return <ThinkboardView />;
}
