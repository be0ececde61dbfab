import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu, useBasename, usePermissions } from 'react-admin';
import type { StaffRole } from '../session';

/** react-admin's menu (dashboard, then the resources), with the operations page for admins only. */
export function ConsoleMenu() {
  const { permissions } = usePermissions<StaffRole>();
  // react-admin prefixes its own links with the console's base (/admin); a custom one says it itself.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'admin' && <Menu.Item to={`${basename}/operations`} primaryText="Operations" leftIcon={<MonitorHeartIcon />} />}
    </Menu>
  );
}
