import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-70px); }
`;
const drift = keyframes`
  from { transform: translateX(-120px); }
  to { transform: translateX(720px); }
`;
const wag = keyframes`
  0%, 100% { transform: rotate(-18deg); }
  50% { transform: rotate(18deg); }
`;

/** The reel's picture: a cloud drifting, a dog wagging its tail, a ball bouncing; its parts marked `anim` move while the reel plays. */
export function PromoReelScene() {
  return (
    <Box component="svg" viewBox="0 0 600 300" aria-hidden sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: '#E7F1EC' }}>
      <Box component="g" className="anim" sx={{ animation: `${drift} 14s linear infinite` }}>
        <ellipse cx="60" cy="60" rx="46" ry="16" fill="#fff" />
        <ellipse cx="90" cy="50" rx="30" ry="16" fill="#fff" />
      </Box>
      <rect y="240" width="600" height="60" fill="#BFD9CC" />
      <g transform="translate(150 150)">
        <Box component="g" className="anim" sx={{ transformBox: 'fill-box', transformOrigin: '100% 100%', animation: `${wag} 0.5s ease-in-out infinite` }}>
          <path d="M-8 40c-30-6-40-30-30-48" fill="none" stroke="#3D2B1F" strokeWidth="12" strokeLinecap="round" />
        </Box>
        <path d="M-10 90c-6-50 10-80 50-86 40 6 58 40 50 86z" fill="#3D2B1F" />
        <circle cx="40" cy="-20" r="40" fill="#3D2B1F" />
        <ellipse cx="74" cy="-6" rx="26" ry="18" fill="#3D2B1F" />
        <circle cx="98" cy="-12" r="7" fill="#1A120C" />
        <circle cx="54" cy="-28" r="6" fill="#FFF8F0" />
        <path d="M12 -50c-26 4-32 52-14 72 14 2 22-20 22-40 0-14-2-26-8-32z" fill="#2A1D14" />
      </g>
      <Box component="g" className="anim" sx={{ animation: `${bounce} 0.9s ease-in-out infinite` }}>
        <circle cx="400" cy="214" r="26" fill="#F4B942" />
        <path d="M376 204c16 8 32 8 48 0M376 224c16-8 32-8 48 0" fill="none" stroke="#FFF8F0" strokeWidth="4" />
      </Box>
    </Box>
  );
}
