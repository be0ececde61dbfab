import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { PageBanner } from '../components/PageBanner';
import { formatRupees } from '../lib/formatRupees';
import { usePageTitle } from '../lib/usePageTitle';

/** Static sample content: the blog has no back end. */
const POSTS = [
  {
    id: 'monsoon-paws',
    title: 'Monsoon paw care: keeping feet dry and healthy',
    category: 'Dog care',
    date: '2025-07-08',
    author: 'Ananya Rao',
    image: '/images/hero.svg',
    excerpt: 'Wet walks bring fungal infections and ticks. A towel by the door, a quick paw check and a few simple habits keep them away.',
  },
  {
    id: 'indoor-cats',
    title: 'Five ways to keep an indoor cat happy',
    category: 'Cat care',
    date: '2025-06-21',
    author: 'Priya Nair',
    image: '/images/paradise.svg',
    excerpt: 'Vertical spaces, puzzle feeders and short daily play sessions make a flat feel like a jungle for your cat.',
  },
  {
    id: 'puppy-food',
    title: 'Choosing the right food for your puppy',
    category: 'Nutrition',
    date: '2025-05-30',
    author: 'Vikram Mehta',
    image: '/images/product-placeholder.svg',
    excerpt: 'Puppies need more protein and calories than adult dogs. Here is how to read a label and when to switch to adult food.',
  },
  {
    id: 'summer-heat',
    title: 'Beating the Indian summer heat with your pets',
    category: 'Dog care',
    date: '2025-04-16',
    author: 'Arjun Singh',
    image: '/images/about-store.svg',
    excerpt: 'Walk early, carry water and watch for heavy panting. Cooling mats and frozen treats help on the hottest afternoons.',
  },
  {
    id: 'grooming-basics',
    title: 'Grooming basics for short-haired and long-haired cats',
    category: 'Grooming',
    date: '2025-03-02',
    author: 'Priya Nair',
    image: '/images/paradise.svg',
    excerpt: 'A weekly brush, the right comb and gentle nail trims keep hairballs and scratches down and your cat comfortable.',
  },
] as const;

const SALE_PRODUCTS = [
  { id: 's1', name: 'Orthopaedic dog bed (M)', price: 2499, originalPrice: 3299 },
  { id: 's2', name: 'Sisal cat scratching post', price: 899, originalPrice: 1199 },
  { id: 's3', name: 'Stainless steel bowl set', price: 449, originalPrice: 599 },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export default function BlogPage() {
  usePageTitle('Blog');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);

  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const post of POSTS) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
    return [...counts.entries()];
  }, []);

  const term = search.trim().toLowerCase();
  const visible = POSTS.filter(
    (post) =>
      (!category || post.category === category) &&
      (!term || [post.title, post.excerpt, post.category, post.author].some((text) => text.toLowerCase().includes(term))),
  );

  return (
    <>
      <PageBanner title="Blog" subtitle="Tips, guides and stories for happier, healthier dogs and cats." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              type="search"
              label="Search the blog"
              placeholder="Search posts..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ mb: 2 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
              {visible.length === POSTS.length ? `${POSTS.length} articles` : `${visible.length} of ${POSTS.length} articles`}
            </Typography>
            {visible.length === 0 ? (
              <Box sx={{ p: 4, textAlign: 'center', border: '2px dashed', borderColor: 'divider', borderRadius: '20px' }}>
                <Typography variant="h5" component="p">
                  No articles match your search
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>Try another word or clear the category.</Typography>
              </Box>
            ) : (
              <Stack spacing={3}>
                {visible.map((post) => (
                  <Card component="article" key={post.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
                    <Box
                      component="img"
                      src={post.image}
                      alt=""
                      sx={{ width: '100%', height: { xs: 180, sm: '100%' }, objectFit: 'cover', bgcolor: '#FBEBD9' }}
                    />
                    <CardContent sx={{ p: 3 }}>
                      <Chip label={post.category} size="small" color="secondary" variant="outlined" />
                      <Typography variant="h3" component="h2" sx={{ mt: 1.5, fontSize: '1.3rem' }}>
                        {post.title}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {formatDate(post.date)} · {post.author}
                      </Typography>
                      <Typography sx={{ mt: 1.5 }}>{post.excerpt}</Typography>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            )}
          </Grid>

          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <SidebarCard title="Categories">
                <List dense disablePadding>
                  <ListItemButton selected={category === null} onClick={() => setCategory(null)} sx={{ borderRadius: '10px' }}>
                    <ListItemText primary={`All (${POSTS.length})`} />
                  </ListItemButton>
                  {categories.map(([name, count]) => (
                    <ListItemButton key={name} selected={category === name} onClick={() => setCategory(name)} sx={{ borderRadius: '10px' }}>
                      <ListItemText primary={`${name} (${count})`} />
                    </ListItemButton>
                  ))}
                </List>
              </SidebarCard>
              <SidebarCard title="Recent posts">
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {POSTS.slice(0, 3).map((post) => (
                    <li key={post.id}>
                      <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{post.title}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {formatDate(post.date)}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              </SidebarCard>
              <SidebarCard title="On sale">
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {SALE_PRODUCTS.map((product) => (
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
              </SidebarCard>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
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
