import { Login } from 'react-admin';

/** react-admin's own login page, on the shop's cocoa-and-orange background. */
export function LoginPage() {
  return <Login sx={{ backgroundImage: 'radial-gradient(circle at 50% 14em, #8A3E12 0%, #3D2B1F 60%, #2A1D14 100%)' }} />;
}
