import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** "Question? Link" under an auth card; keeps the return path (location state) when moving between login and signup. */
export function AuthLink({ to, prompt, children }: { to: string; prompt?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Typography>
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to} state={location.state} sx={{ fontWeight: 700 }}>
        {children}
      </Link>
    </Typography>
  );
}
