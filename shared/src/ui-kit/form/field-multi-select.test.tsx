import { cleanup, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';

import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '../../testing/render';
import { FieldMultiSelect } from './field-multi-select';

// ----------------------------------------------------------------------

const OPTIONS = [
  { value: 'spike', label: 'Spike' },
  { value: 'silence', label: 'Silence' },
  { value: 'failure', label: 'Failure' },
];

function Subject({ labels }: { labels: string[] }) {
  const { control } = useForm({ defaultValues: { kinds: ['spike', 'failure'] } });
  return (
    <FieldMultiSelect
      control={control}
      name="kinds"
      label="Kinds"
      options={OPTIONS.map((option, index) => ({ ...option, label: labels[index]! }))}
    />
  );
}

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('FieldMultiSelect', () => {
  it('shows the chosen options inline, separated as the language writes a list', async () => {
    renderWithProviders(<Subject labels={['Spike', 'Silence', 'Failure']} />);
    expect(screen.getByRole('combobox', { name: 'Kinds' }).textContent).toBe('Spike, Failure');
    cleanup();

    await changeLanguage('ar');
    renderWithProviders(<Subject labels={['ارتفاع', 'صمت', 'إخفاق']} />);
    expect((await screen.findByRole('combobox', { name: 'Kinds' })).textContent).toBe('ارتفاع، إخفاق');
  });
});
