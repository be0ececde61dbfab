import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOG_POSTS, BLOG_SALE_PRODUCTS } from '../content/blog';
import { formatLongDate } from '../lib/formatLongDate';
import { formatRupees } from '../lib/formatRupees';
import { BlogCategories } from './BlogCategories';
import { BlogSidebarCard } from './BlogSidebarCard';

const LIST = { listStyle: 'none', p: 0, m: 0 } as const;

/** The blog's sidebar: its categories, the three newest posts and what is on sale. */
export function BlogSidebar({ category, onCategory }: { category: string | null; onCategory: (category: string | null) => void }) {
  return (
    <Stack spacing={3}>
      <BlogCategories category={category} onCategory={onCategory} />
      <BlogSidebarCard title="Recent posts">
        <Stack component="ul" spacing={1.5} sx={LIST}>
          {BLOG_POSTS.slice(0, 3).map((post) => (
            <li key={post.id}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{post.title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatLongDate(post.date)}
              </Typography>
            </li>
          ))}
        </Stack>
      </BlogSidebarCard>
      <BlogSidebarCard title="On sale">
        <Stack component="ul" spacing={1.5} sx={LIST}>
          {BLOG_SALE_PRODUCTS.map((product) => (
            <Box component="li" key={product.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box component="img" src="/images/product-placeholder.svg" alt="" sx={{ width: 56, height: 56, borderRadius: '10px' }} />
              <Box>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{product.name}</Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 800, color: 'primary.dark' }}>
                    {formatRupees(product.price)}
                  </Box>{' '}
                  <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
                    {formatRupees(product.originalPrice)}
                  </Box>
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </BlogSidebarCard>
    </Stack>
  );
}
