import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@mediawatch/shared/testing';
import { ResourceNameLink, ResourceTable } from './resource-table';

// ----------------------------------------------------------------------

interface Item {
  id: string;
  name: string;
  count: number;
}

const items: Item[] = [
  { id: 'a', name: 'Alpha', count: 3 },
  { id: 'b', name: 'Beta', count: 12 },
];

function renderTable(actionsOf: (item: Item) => Array<{ label: string; onClick: () => void }>) {
  return renderWithProviders(
    <ResourceTable
      label="Things"
      minWidth={400}
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.name}
      columns={[
        { id: 'name', header: 'Name', cell: (item) => <ResourceNameLink to={`/things/${item.id}`}>{item.name}</ResourceNameLink> },
        {
          id: 'count',
          header: 'Count',
          align: 'right',
          cell: (item) => item.count,
          cellProps: (item) => ({ title: `${item.count} of them` }),
        },
      ]}
      actionsOf={actionsOf}
    />,
  );
}

describe('ResourceTable', () => {
  it('heads each row with its first column, and names each row’s actions after the item', async () => {
    const opened: string[] = [];
    renderTable((item) => (item.id === 'a' ? [{ label: 'Edit', onClick: () => opened.push(item.name) }] : []));

    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count', 'Actions']);
    const alpha = within(table).getByRole('rowheader', { name: 'Alpha' });
    expect(within(alpha).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/things/a');
    expect(within(table).getByRole('cell', { name: '12' })).toHaveAttribute('title', '12 of them');

    // A row without actions has no actions button
    expect(screen.queryByRole('button', { name: 'Actions for Beta' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Alpha' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(opened).toEqual(['Alpha']);
  });
});
