import { createRoot } from 'react-dom/client'
import { startApp } from '@/app/start-app'
import '@/styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
void startApp(createRoot(container))
