export { MyListItem, type MyListItemProps } from './MyListItem.tsx'
