import { render } from 'preact'
import { App } from './App.js'
import { createExplorerApi } from './api.js'
import './styles.css'

// The page is `{base}explorer`: the API is at `{base}`.
render(<App api={createExplorerApi({ baseUrl: new URL('./', document.baseURI).href })} />, document.getElementById('app')!)
