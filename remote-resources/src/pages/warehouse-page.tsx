import { WarehouseView } from '../sections/warehouse/view';

// ----------------------------------------------------------------------

export default function WarehousePage() {
  return <WarehouseView />;
}
