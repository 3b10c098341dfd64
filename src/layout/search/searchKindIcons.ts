import AccountTreeIcon from '@mui/icons-material/AccountTree'
import ArticleIcon from '@mui/icons-material/Article'
import EventIcon from '@mui/icons-material/Event'
import GavelIcon from '@mui/icons-material/Gavel'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import PeopleIcon from '@mui/icons-material/People'
import PublicIcon from '@mui/icons-material/Public'
import StackedLineChartIcon from '@mui/icons-material/StackedLineChart'
import TerrainIcon from '@mui/icons-material/Terrain'
import type { SvgIconComponent } from '@mui/icons-material'
import type { SearchKind } from '../../../common/search'

/** Each kind's icon: the one its list has in the menu. */
export const SEARCH_KIND_ICONS: Record<SearchKind, SvgIconComponent> = {
  entity: ArticleIcon,
  event: EventIcon,
  regulation: GavelIcon,
  country: PublicIcon,
  brief: AccountTreeIcon,
  landscape: TerrainIcon,
  statisticType: StackedLineChartIcon,
  dictionary: MenuBookIcon,
  user: PeopleIcon,
}
