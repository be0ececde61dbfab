import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** The catalogue's page numbers; the page asked for is capped at the last there is. */
export function ProductPages({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <Box component="nav" aria-label="Product pages" sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_, value) => onPage(value)}
        color="primary"
        shape="rounded"
        siblingCount={0}
      />
    </Box>
  );
}
