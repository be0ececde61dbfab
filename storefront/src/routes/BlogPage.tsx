import SearchIcon from '@mui/icons-material/Search';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BlogPostList } from '../components/BlogPostList';
import { BlogSidebar } from '../components/BlogSidebar';
import { PageBanner } from '../components/PageBanner';
import { BLOG_POSTS } from '../content/blog';
import { usePageTitle } from '../lib/usePageTitle';

export default function BlogPage() {
  usePageTitle('Blog');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);

  const term = search.trim().toLowerCase();
  const visible = BLOG_POSTS.filter(
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
            <BlogPostList posts={visible} total={BLOG_POSTS.length} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <BlogSidebar category={category} onCategory={setCategory} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
