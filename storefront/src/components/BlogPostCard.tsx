import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '../content/blog';
import { formatLongDate } from '../lib/formatLongDate';

/** One article in the blog's list: its picture beside its category, title, date, author and excerpt. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <Card component="article" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
      <Box component="img" src={post.image} alt="" sx={{ width: '100%', height: { xs: 180, sm: '100%' }, objectFit: 'cover', bgcolor: '#FBEBD9' }} />
      <CardContent sx={{ p: 3 }}>
        <Chip label={post.category} size="small" color="secondary" variant="outlined" />
        <Typography variant="h3" component="h2" sx={{ mt: 1.5, fontSize: '1.3rem' }}>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {formatLongDate(post.date)} · {post.author}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{post.excerpt}</Typography>
      </CardContent>
    </Card>
  );
}
