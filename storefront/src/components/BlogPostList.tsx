import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '../content/blog';
import { BlogPostCard } from './BlogPostCard';

/** The articles a search and a category leave, with how many of all the blog's they are. */
export function BlogPostList({ posts, total }: { posts: readonly BlogPost[]; total: number }) {
  return (
    <>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {posts.length === total ? `${total} articles` : `${posts.length} of ${total} articles`}
      </Typography>
      {posts.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center', border: '2px dashed', borderColor: 'divider', borderRadius: '20px' }}>
          <Typography variant="h5" component="p">
            No articles match your search
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>Try another word or clear the category.</Typography>
        </Box>
      ) : (
        <Stack spacing={3}>
          {posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </Stack>
      )}
    </>
  );
}
