import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { BooleanField, DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import type { StaffReview } from '@petshop/contract';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Reviewer or text" />];

export function ReviewList() {
  return (
    <List<StaffReview> filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25}>
      <DataTable<StaffReview> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="productId" label="Product">
          <ReferenceField source="productId" reference="products" link={false} />
        </DataTable.Col>
        <DataTable.Col source="fullName" label="Reviewer" />
        <DataTable.Col
          source="rating"
          render={(review: StaffReview) => <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5`} />}
        />
        <DataTable.Col
          source="review"
          disableSort
          render={(review: StaffReview) => (
            <Typography variant="body2" sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={review.review}>
              {review.review}
            </Typography>
          )}
        />
        <DataTable.Col source="visible" field={BooleanField} />
      </DataTable>
    </List>
  );
}
