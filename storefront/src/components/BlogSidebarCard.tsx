import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled section of the blog's sidebar. */
export function BlogSidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
