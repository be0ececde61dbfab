import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffReview } from '@petshop/contract';
import { DataTable, DateField, List, NullableBooleanInput, ReferenceField, SearchInput, SimpleList } from 'react-admin';
import { ReviewBulkActions } from './ReviewBulkActions';
import { ReviewPanel } from './ReviewPanel';
import { ReviewVisibilityButton } from './ReviewVisibilityButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reviewer or text" />,
  <NullableBooleanInput key="visible" source="visible" label="Visibility" alwaysOn nullLabel="All" trueLabel="Visible" falseLabel="Hidden" />,
];

function Stars({ review }: { review: StaffReview }) {
  return <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5 stars`} />;
}

function VisibleChip({ review }: { review: StaffReview }) {
  return <Chip size="small" variant="outlined" label={review.visible ? 'Visible' : 'Hidden'} color={review.visible ? 'success' : 'default'} />;
}

function ReviewTable() {
  return (
    <DataTable<StaffReview> rowClick="expand" expand={<ReviewPanel />} bulkActionButtons={<ReviewBulkActions />}>
      <DataTable.Col source="productId" label="Product" disableSort sx={{ minWidth: 160 }}>
        <ReferenceField source="productId" reference="products" link={false} />
      </DataTable.Col>
      <DataTable.Col source="fullName" label="Author" sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="rating" render={(review: StaffReview) => <Stars review={review} />} />
      <DataTable.Col
        source="review"
        disableSort
        render={(review: StaffReview) => (
          <Typography
            variant="body2"
            sx={{ maxWidth: { md: 160, lg: 230, xl: 400 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={review.review}
          >
            {review.review}
          </Typography>
        )}
      />
      <DataTable.Col source="date">
        <DateField source="date" locales="en-IN" />
      </DataTable.Col>
      <DataTable.Col source="visible" render={(review: StaffReview) => <VisibleChip review={review} />} />
      <DataTable.Col label="Actions" disableSort>
        <ReviewVisibilityButton />
      </DataTable.Col>
    </DataTable>
  );
}

/** Narrow screens: one review per line, its product and stars, and the Hide/Show button. */
function ReviewSimpleList() {
  return (
    <SimpleList<StaffReview>
      linkType={false}
      primaryText={(review) => review.fullName}
      secondaryText={(review) => (
        <>
          <Stars review={review} />
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {review.review}
          </Typography>
        </>
      )}
      tertiaryText={(review) => (review.visible ? 'Visible' : 'Hidden')}
      rightIcon={() => <ReviewVisibilityButton />}
    />
  );
}

export function ReviewList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<StaffReview> filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25}>
      {small ? <ReviewSimpleList /> : <ReviewTable />}
    </List>
  );
}
