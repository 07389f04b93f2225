// The chart toolbar's icons (lucide, inline SVG), decorative: the buttons carry their names.
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  AlignVerticalSpaceAround,
  Camera,
  Magnet,
  Minus,
  MousePointer2,
  MoveUpRight,
  PencilLine,
  RectangleHorizontal,
  Rows2,
  SeparatorVertical,
  Slash,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import type { DrawingKind } from '@platform/shared/chart-layout';

function decorative(Icon: LucideIcon) {
  const Decorative = (props: LucideProps) => <Icon aria-hidden="true" focusable="false" size={16} {...props} />;
  Decorative.displayName = Icon.displayName;
  return Decorative;
}

export const CursorIcon = decorative(MousePointer2);
export const MagnetIcon = decorative(Magnet);
export const UndoIcon = decorative(Undo2);
export const TrashIcon = decorative(Trash2);
export const CameraIcon = decorative(Camera);
export const PencilIcon = decorative(PencilLine);

export const DRAWING_ICONS: Record<DrawingKind, ReturnType<typeof decorative>> = {
  trend_line: decorative(Slash),
  ray: decorative(MoveUpRight),
  horizontal_line: decorative(Minus),
  vertical_line: decorative(SeparatorVertical),
  rectangle: decorative(RectangleHorizontal),
  parallel_channel: decorative(Rows2),
  fib_retracement: decorative(AlignVerticalSpaceAround),
  text: decorative(Type),
};
