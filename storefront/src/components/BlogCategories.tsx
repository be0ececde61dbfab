import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { BLOG_POSTS } from '../content/blog';
import { BlogSidebarCard } from './BlogSidebarCard';

/** Each category once, with its count, in the order the articles first name it. */
const CATEGORIES = [...BLOG_POSTS.reduce((counts, post) => counts.set(post.category, (counts.get(post.category) ?? 0) + 1), new Map<string, number>())];

/** The sidebar's categories: 'All' and one per category, the chosen one selected. */
export function BlogCategories({ category, onCategory }: { category: string | null; onCategory: (category: string | null) => void }) {
  return (
    <BlogSidebarCard title="Categories">
      <List dense disablePadding>
        <ListItemButton selected={category === null} onClick={() => onCategory(null)} sx={{ borderRadius: '10px' }}>
          <ListItemText primary={`All (${BLOG_POSTS.length})`} />
        </ListItemButton>
        {CATEGORIES.map(([name, count]) => (
          <ListItemButton key={name} selected={category === name} onClick={() => onCategory(name)} sx={{ borderRadius: '10px' }}>
            <ListItemText primary={`${name} (${count})`} />
          </ListItemButton>
        ))}
      </List>
    </BlogSidebarCard>
  );
}
