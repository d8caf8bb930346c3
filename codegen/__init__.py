"""The code generators' shared libraries (params: the curves' parameters) and their driver
(generate.py). See README.md."""
