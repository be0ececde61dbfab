// `@mui/icons-material/<Name>?plain` (vite.config.ts, plainIcons): the icon drawn without MUI's SvgIcon.
declare module '*?plain' {
  const Icon: (props: import('./components/ui/plainIcon').PlainIconProps) => import('react').JSX.Element;
  export default Icon;
}
