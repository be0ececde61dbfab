import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton } from 'react-admin';

/** Hide or show every selected review at once (one PUT each, as ra-data-simple-rest sends updateMany). */
export function ReviewBulkActions() {
  return (
    <>
      <BulkUpdateButton label="Hide" data={{ visible: false }} mutationMode="pessimistic" icon={<VisibilityOffIcon />} />
      <BulkUpdateButton label="Show" data={{ visible: true }} mutationMode="pessimistic" icon={<VisibilityIcon />} />
    </>
  );
}
