import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

// ----------------------------------------------------------------------

/** One figure in a card: its label as a heading, the value, a line under it. */
export function KpiCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      {detail ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
      ) : null}
    </Card>
  );
}
