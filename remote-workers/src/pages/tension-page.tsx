import { TensionView } from '../sections/tension/view';

// ----------------------------------------------------------------------

export default function TensionPage() {
  return <TensionView />;
}
