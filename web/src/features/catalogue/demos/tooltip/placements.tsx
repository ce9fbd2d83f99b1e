import { Button, Tooltip } from 'antd';

// [placement, label, grid row, grid column]: each button sits on the side its tooltip opens from.
const placements = [
  ['topLeft', 'TL', 1, 2],
  ['top', 'Top', 1, 3],
  ['topRight', 'TR', 1, 4],
  ['leftTop', 'LT', 2, 1],
  ['left', 'Left', 3, 1],
  ['leftBottom', 'LB', 4, 1],
  ['rightTop', 'RT', 2, 5],
  ['right', 'Right', 3, 5],
  ['rightBottom', 'RB', 4, 5],
  ['bottomLeft', 'BL', 5, 2],
  ['bottom', 'Bottom', 5, 3],
  ['bottomRight', 'BR', 5, 4],
] as const;

export default function TooltipPlacements() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 56px))', gap: 6 }}>
      {placements.map(([placement, label, row, column]) => (
        <Tooltip key={placement} title={`Opens ${placement}`} placement={placement}>
          <Button size="small" block style={{ gridRow: row, gridColumn: column }}>
            {label}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
